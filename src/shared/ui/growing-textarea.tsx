import { InputBase, type InputBaseProps } from '@mantine/core'
import type { ComponentPropsWithRef } from 'react'
import classes from './growing-textarea.module.css'

type GrowingTextareaProps = InputBaseProps & ComponentPropsWithRef<'textarea'>

/**
 * A multi-line field that grows with its text through CSS alone: Mantine's Textarea would bring a
 * resize script (its autosize) into every form.
 */
export function GrowingTextarea(props: GrowingTextareaProps) {
  return <InputBase component="textarea" multiline rows={3} classNames={{ input: classes.input }} {...props} />
}
