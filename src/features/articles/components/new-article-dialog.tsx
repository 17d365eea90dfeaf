import { Button, FileButton, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { errorText } from '../../../shared/api/api-error'
import { articlesText } from '../../../shared/i18n/articles'
import { ru, translateServerMessage } from '../../../shared/i18n/ru'
import { LIMITS, PHOTO_MIME_TYPES } from '../../../shared/limits'
import type { NewArticle } from '../api'
import { articleCreateNameProblem, coverProblem } from '../schemas'
import { FailureDialog } from '../../../shared/ui/failure-dialog'
import { objectUrl } from '../../../shared/ui/photo-picker'

export type NewArticleDialogProps = {
  opened: boolean
  blockId: string
  /** Creates the article; a rejection's message shows in an alert dialog and the modal keeps what was typed. */
  onSubmit: (input: NewArticle) => Promise<unknown>
  onClose: () => void
}

/** Spec section 2 "New article": name (at least 2) and a png or jpeg cover (else the choose-a-file message). */
export default function NewArticleDialog({ opened, blockId, onSubmit, onClose }: NewArticleDialogProps) {
  const [name, setName] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [problems, setProblems] = useState<{ name: string | null; file: string | null }>({ name: null, file: null })
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const preview = file ? objectUrl(file) : null

  const close = () => {
    if (pending) return
    onClose()
    setTimeout(() => {
      setName('')
      setFile(null)
      setProblems({ name: null, file: null })
    }, LIMITS.modalCloseOtherMs)
  }

  const submit = async () => {
    const found = { name: articleCreateNameProblem(name), file: coverProblem(file, true) }
    setProblems(found)
    if (found.name || found.file || !file) return
    setPending(true)
    try {
      await onSubmit({ name: name.trim(), article_block_id: blockId, image: file })
      setPending(false)
      onClose()
      setName('')
      setFile(null)
    } catch (error) {
      setPending(false)
      setFailure(translateServerMessage(errorText(error)))
    }
  }

  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        title={articlesText.newArticleTitle}
        centered
        transitionProps={{ duration: LIMITS.modalCloseOtherMs }}
        closeButtonProps={{ 'aria-label': ru.common.close }}
        trapFocus={failure === null}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <Stack gap="md">
            <TextInput
              label={articlesText.nameLabel}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value)
                setProblems((current) => ({ ...current, name: null }))
              }}
              error={problems.name}
              autoComplete="off"
              data-autofocus
            />
            <Stack gap={6}>
              <Text size="sm" fw={500} id="new-article-cover">
                {articlesText.coverLabel}
              </Text>
              <FileButton
                accept={PHOTO_MIME_TYPES.join(',')}
                onChange={(chosen) => {
                  setFile(chosen)
                  setProblems((current) => ({ ...current, file: coverProblem(chosen, true) }))
                }}
              >
                {(props) => (
                  <Button {...props} variant="default" size="xs" w="fit-content" aria-describedby="new-article-cover">
                    {articlesText.chooseCover}
                  </Button>
                )}
              </FileButton>
              {file && <Text size="xs">{articlesText.coverChosen(file.name)}</Text>}
              {preview && <Image src={preview} alt={articlesText.coverPreview} h={120} w="auto" fit="contain" radius="sm" />}
              {problems.file && (
                <Text size="xs" c="red.9" role="alert">
                  {problems.file}
                </Text>
              )}
            </Stack>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={pending}>
                {ru.common.cancel}
              </Button>
              <Button type="submit" loading={pending}>
                {articlesText.create}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <FailureDialog message={failure} onClose={() => setFailure(null)} />
    </>
  )
}
