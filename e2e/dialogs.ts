/**
 * Every dialog and menu the console draws, by the file that draws it, one line for each element that opens
 * one (`<Modal>`, `<Menu>`, the palette's `<Spotlight.Root>`, and the kit's `<ConfirmDialog>`, `<NameDialog>`,
 * `<ResultDialog>`): either `swept` — the sweep in e2e/specs/a11y-reflow.spec.ts opens it from the keyboard,
 * checks it at 640 px and closes it back to its opener, naming the file as the opening's `source` — or where it is
 * checked instead, with why a person's key on a control cannot open it.
 *
 * src/shared/dialogs-swept.test.ts counts those elements in src and fails when a file draws one this list does not
 * name, or when a `swept` file is not a `source` of the sweep: a new dialog is noticed.
 */
export const DIALOG_FILES = {
  'src/features/admins/components/admin-wizard.tsx': [
    'swept',
    "the wizard's outcome: opens after 'Создать' has written an administrator (admins.spec.ts; by the keyboard in keyboard-catalogue.spec.ts)",
  ],
  'src/features/admins/components/admins-page.tsx': ['swept'],
  'src/features/articles/components/articles-list.tsx': ['swept'],
  'src/features/articles/components/blocks-panel.tsx': ['swept', 'swept'],
  'src/features/articles/components/new-article-dialog.tsx': ['swept'],
  'src/features/auth/components/session-expired-dialog.tsx': [
    'opens when the session ends, on no control (session-expiry.spec.ts, session-keeps-work.spec.ts)',
  ],
  'src/features/categories/components/catalogue-column.tsx': ['swept', 'swept'],
  'src/features/cities/components/cities-section.tsx': ['swept'],
  'src/features/cities/components/country-editor.tsx': ['swept'],
  'src/features/cities/components/new-country-dialog.tsx': ['swept'],
  'src/features/complaints/components/complaint-queue.tsx': ['swept'],
  'src/features/organizations/components/form/languages-dialog.tsx': ['swept'],
  'src/features/organizations/components/organization-dialogs.tsx': ['swept'],
  'src/features/palette/components/command-palette.tsx': ['swept'],
  'src/features/palette/components/shortcuts-sheet.tsx': ['swept'],
  'src/features/users/components/users-page.tsx': ['swept'],
  'src/shared/bulk/bulk-dialog.tsx': ['swept'],
  'src/shared/bulk/export-dialog.tsx': ['swept'],
  'src/shared/drafts/use-leave-guard.tsx': ['swept'],
  'src/shared/entries/form/entry-form-frame.tsx': [
    "the outcome of a save: a done save leaves the form for the list, a refused one gives the focus back to 'Сохранить' (entry-form.flows.ts, organization-form.spec.ts)",
  ],
  'src/shared/entries/list/entry-confirm-dialog.tsx': ['swept'],
  'src/shared/entries/list/entry-row-menu.tsx': ['swept'],
  'src/shared/markup/use-markup-form.tsx': [
    'opens when a save is refused for a forbidden fragment in the markup (articles.spec.ts, save-conflicts.spec.ts)',
  ],
  'src/shared/photos/photo-delete-dialog.tsx': ['swept'],
  'src/shared/photos/photo-editing-page.tsx': [
    'the outcome of a save: opens after photos chosen in the file chooser were sent (organization-photos.spec.ts, keyboard-forms.spec.ts)',
  ],
  'src/shared/photos/photo-grid.tsx': [
    "too many photos chosen: opens after the system's file chooser (organization-photos.spec.ts, photo-preparation.spec.ts)",
    'an upload’s outcome: opens after photos were sent (organization-photos.spec.ts, gallery.spec.ts)',
  ],
  'src/shared/photos/photo-view-dialog.tsx': ['swept'],
  'src/shared/save/merge-conflict-dialog.tsx': [
    "opens when another admin saved the same entry meanwhile (save-conflicts.spec.ts, with a second admin's tab)",
  ],
} as const satisfies Record<string, readonly string[]>

export type DialogFile = keyof typeof DIALOG_FILES
