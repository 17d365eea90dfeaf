import { RemoveScroll as realRemoveScroll } from 'react-remove-scroll'
import { describe, expect, it } from 'vitest'
import { RemoveScroll } from './remove-scroll-class-names'

describe('the AppShell stand-in for react-remove-scroll', () => {
  it('names the same classes the real scroll lock adjusts, so fixed bars keep their place while a modal is open', () => {
    expect(RemoveScroll.classNames).toEqual(realRemoveScroll.classNames)
  })
})
