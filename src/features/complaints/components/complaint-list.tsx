import { Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { errorText } from '@/shared/api/api-error'
import { complaintsText } from '@/shared/i18n/complaints'
import { LIMITS } from '@/shared/limits'
import { ConfirmModal } from '@/shared/ui/confirm-modal'
import { QueryState } from '@/shared/ui/query-state'
import { useAnswerComplaint } from '@/features/complaints/mutations'
import { complaintQueries } from '@/features/complaints/queries'
import type { Complaint, ComplaintAnswer, ComplaintKind } from '@/features/complaints/schemas'
import { ComplaintCard } from './complaint-card'
import { notify } from '@/shared/ui/notify'

/** The complaints of one kind in the system country, with their answers. */
export function ComplaintList({ countryId, kind }: { countryId: string; kind: ComplaintKind }) {
  const list = useQuery(complaintQueries.list(countryId, kind))
  const answer = useAnswerComplaint(countryId, kind)
  const [confirming, setConfirming] = useState<Complaint | null>(null)

  const send = (complaint: Complaint, value: ComplaintAnswer) => {
    answer.mutate(
      { complaintId: complaint._id, answer: value },
      {
        onSuccess: () => {
          setConfirming(null)
          notify({ tone: 'good', message: complaintsText.answered[value] })
        },
        onError: (error) => {
          // An approval failure stays in the confirmation modal; the others are announced.
          if (value !== 'approve')
            notify({ tone: 'bad', title: complaintsText.answerFailed, message: errorText(error), autoClose: LIMITS.toastDefaultMs })
        },
      },
    )
  }

  const onAnswer = (complaint: Complaint, value: ComplaintAnswer) => {
    if (value === 'approve') {
      answer.reset()
      setConfirming(complaint)
    } else {
      send(complaint, value)
    }
  }

  const pendingId = answer.isPending ? answer.variables.complaintId : null
  const approveError = answer.isError && answer.variables.answer === 'approve' ? answer.error : null

  return (
    <QueryState query={list} title={complaintsText.listFailed}>
      {(complaints) => (
        <Stack gap="sm">
          {complaints.length === 0 ? (
            <Text c="dimmed">{complaintsText.empty}</Text>
          ) : (
            complaints.map((complaint) => (
              <ComplaintCard
                key={complaint._id}
                kind={kind}
                complaint={complaint}
                pendingAnswer={pendingId === complaint._id ? answer.variables!.answer : null}
                disabled={answer.isPending}
                onAnswer={(value) => onAnswer(complaint, value)}
              />
            ))
          )}
          <ConfirmModal
            opened={confirming !== null}
            title={complaintsText.confirmTitle}
            message={complaintsText.confirmMessage[kind]}
            confirmLabel={complaintsText.confirmApprove}
            danger
            loading={answer.isPending}
            error={approveError ? errorText(approveError) : null}
            onConfirm={() => confirming && send(confirming, 'approve')}
            onClose={() => {
              if (answer.isPending) return
              setConfirming(null)
              answer.reset()
            }}
          />
        </Stack>
      )}
    </QueryState>
  )
}
