import '@mantine/core/styles/Center.css'
import { Center, Image, Loader, Text, type ImageProps } from '@mantine/core'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { photosText } from '@/shared/i18n/ru'
import type { PhotoKind } from './photo-files'
import { preparePhoto, subscribePreparation, type PhotoJob } from './photo-preparation'
import { perFileProgress } from './photo-sizing'
import { PreviewUrls } from './preview-urls'

/** Every change of any preparation, as a number the hooks below re-render on. */
let version = 0
const subscribe = (listener: () => void) =>
  subscribePreparation(() => {
    version += 1
    listener()
  })
const readVersion = () => version

/**
 * The preparation jobs of `files` (started as they are chosen) and the object URLs of their prepared
 * previews: one per file while it is chosen, revoked as it leaves the selection and when the previews go.
 */
export function usePreparedPreviews(files: readonly File[], kind: PhotoKind): { jobs: PhotoJob[]; urls: Map<File, string> } {
  useSyncExternalStore(subscribe, readVersion, readVersion)
  const jobs = files.map((file) => preparePhoto(file, kind))
  const registry = useRef<PreviewUrls>(null)
  const [urls, setUrls] = useState<Map<File, string>>(() => new Map())
  const pictures = jobs.map((job) => job.result?.preview ?? null)
  const key = pictures.filter(Boolean).length + files.length
  useEffect(() => {
    registry.current ??= new PreviewUrls()
    setUrls(registry.current.sync(files.map((file, index) => [file, pictures[index] ?? null] as const)))
    // `key` changes when a file comes or goes and when a preview is ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [files, key])
  useEffect(() => () => registry.current?.clear(), [])
  return { jobs, urls }
}

type PreparedPictureProps = {
  file: File
  /** Every file of the selection, in order: a file's part of an upload depends on the ones before it. */
  files: readonly File[]
  kind?: PhotoKind
  /** The upload of `files`, in percent, while it runs. */
  sendingPercent?: number | null | undefined
}

/**
 * A chosen photo as it will go up, inside its tile (ChosenTiles of ./photo-picker): prepared in the
 * background and shown once prepared, with its own progress while it is prepared and then sent.
 */
export function PreparedPicture({ file, files, kind = 'photo', sendingPercent }: PreparedPictureProps) {
  const single = useMemo(() => [file], [file])
  const { jobs, urls } = usePreparedPreviews(single, kind)
  const job = jobs[0]!
  const url = urls.get(file)
  const index = files.indexOf(file)
  const sending =
    sendingPercent === null || sendingPercent === undefined || index < 0
      ? null
      : perFileProgress(
          files.map((chosen) => preparePhoto(chosen, kind).result?.file.size ?? chosen.size),
          sendingPercent / 100,
        )[index]!
  // An upload waits for every file to be prepared: until then each says how far its preparation is.
  const text = sending === null || job.stage !== 'ready' ? photosText.stage[job.stage] : photosText.sending(sending)
  return (
    <>
      {url ? (
        <Image src={url} alt={photosText.preview(file.name)} h={110} fit="cover" radius="sm" />
      ) : (
        <Center h={110}>
          <Loader size="sm" aria-label={text} />
        </Center>
      )}
      <Text size="xs" px={6} py={4}>
        {text}
      </Text>
    </>
  )
}

/** One chosen file's preview as it will go up (an article cover, a flag): prepared in the background, a spinner until then. */
export function ChosenPhoto({ file, kind, alt, ...image }: { file: File; kind: PhotoKind; alt: string } & Omit<ImageProps, 'src'>) {
  const files = useMemo(() => [file], [file])
  const { jobs, urls } = usePreparedPreviews(files, kind)
  const url = urls.get(file)
  return url ? <Image src={url} alt={alt} {...image} /> : <Loader size="sm" aria-label={photosText.stage[jobs[0]!.stage]} />
}
