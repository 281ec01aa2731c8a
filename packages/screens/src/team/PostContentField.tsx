import { FormattedTextField, type FormattedTextFieldProps } from '@hr/ui';

/** The placeholder §5 gives every Team content field. */
export const CONTENT_PLACEHOLDER = 'Content (5000 characters max)';

/** A Team post's content (an announcement, a topic, a reply, a shared document): formatted, 5000 at most. */
export function PostContentField(props: Omit<FormattedTextFieldProps, 'label' | 'placeholder'>) {
  return <FormattedTextField {...props} label="Content" placeholder={CONTENT_PLACEHOLDER} />;
}
