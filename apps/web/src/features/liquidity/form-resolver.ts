import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * `zodResolver` for a form whose fields are typed by the form (`Values`) and whose submitted values
 * are the shared schema's output (`Output`). The shared pool schemas preprocess their input
 * (numbers read as text, blanks as absent), so zod types that input as `unknown`; the form's own
 * field types are what its inputs hold, and the schema still checks every value.
 */
export const formResolver = <Values extends FieldValues, Output>(schema: { parse(value: unknown): Output }) =>
  zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
