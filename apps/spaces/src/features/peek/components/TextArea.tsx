import type { ComponentPropsWithRef } from 'react';
import './controls.css';

/** A multi-line text field styled like the kit's inputs (the kit has no textarea); put it inside the kit's FormField. */
export function TextArea({ className, ...props }: ComponentPropsWithRef<'textarea'>) {
  return <textarea className={className ? `cs-textarea ${className}` : 'cs-textarea'} {...props} />;
}
