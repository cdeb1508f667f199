/**
 * What ties an input to the `FieldMessage` under it while there is one: the input is marked
 * invalid and reads the message as its description. Nothing while the field is fine.
 */
export function messageTies(messageId: string, message: string | null | undefined) {
  return { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? messageId : undefined } as const;
}
