import type { CreateTokenResponse } from '@toolkit/shared';
import { postForm } from './post-form.ts';

/** POST /token/create: the creation transaction for the wallet to sign. */
export const requestTokenCreation = (form: FormData) => postForm<CreateTokenResponse>('/token/create', form);
