// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { listSearchIn, saveButtonIn, SHORTCUT_TARGET } from './shortcut-targets'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('what the keyboard shortcuts act on', () => {
  it("Ctrl+S presses the form's marked save button, not another button, and none while it is disabled", () => {
    document.body.innerHTML = `
      <form><button type="button">Отмена</button><button type="submit" data-shortcut="${SHORTCUT_TARGET.save}" id="save">Сохранить</button></form>`
    expect(saveButtonIn(document)?.id).toBe('save')
    document.getElementById('save')!.setAttribute('disabled', '')
    expect(saveButtonIn(document)).toBeNull()
  })

  it('with a dialog open, only what is in the topmost dialog counts: a save button behind it is not pressed', () => {
    document.body.innerHTML = `
      <button data-shortcut="${SHORTCUT_TARGET.save}" id="page-save">Сохранить</button>
      <input type="search" data-shortcut="${SHORTCUT_TARGET.listSearch}" id="search" />
      <div role="dialog"><p>Готово</p></div>`
    expect(saveButtonIn(document)).toBeNull()
    expect(listSearchIn(document)).toBeNull()
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div role="dialog"><button data-shortcut="${SHORTCUT_TARGET.save}" id="dialog-save">Сохранить</button></div>`,
    )
    expect(saveButtonIn(document)?.id).toBe('dialog-save')
  })

  it("/ finds the list's search field; a screen without one has none", () => {
    expect(listSearchIn(document)).toBeNull()
    document.body.innerHTML = `<main><input type="search" data-shortcut="${SHORTCUT_TARGET.listSearch}" id="q" /></main>`
    expect(listSearchIn(document)?.id).toBe('q')
  })
})
