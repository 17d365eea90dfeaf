/**
 * The object URLs of the previews of chosen files: one per file while it is in
 * the selection, revoked when it leaves it (or when the picker goes), so that a long session with hundreds of photos
 * does not keep their pictures in memory.
 */
export class PreviewUrls {
  private readonly urls = new Map<File, { blob: Blob; url: string }>()

  constructor(
    private readonly create: (blob: Blob) => string = (blob) => URL.createObjectURL(blob),
    private readonly revoke: (url: string) => void = (url) => URL.revokeObjectURL(url),
  ) {}

  /**
   * The URLs for the selection now: each chosen file with the picture to preview (its prepared preview; null while
   * there is none yet). A file whose picture changed gets a new URL; the URLs of files no longer chosen are revoked.
   */
  sync(selection: ReadonlyArray<readonly [File, Blob | null]>): Map<File, string> {
    const shown = new Map<File, string>()
    for (const [file, blob] of selection) {
      if (!blob) continue
      const known = this.urls.get(file)
      if (known?.blob === blob) {
        shown.set(file, known.url)
        continue
      }
      if (known) this.revoke(known.url)
      const url = this.create(blob)
      this.urls.set(file, { blob, url })
      shown.set(file, url)
    }
    for (const [file, { url }] of this.urls)
      if (!shown.has(file)) {
        this.revoke(url)
        this.urls.delete(file)
      }
    return shown
  }

  /** Revokes every URL (the picker is gone). */
  clear(): void {
    this.sync([])
  }
}
