/** What is wrong with a field, under it: read out when it appears, tied to the input by `id`. */
export function FieldMessage({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs text-danger">
      {message}
    </p>
  );
}
