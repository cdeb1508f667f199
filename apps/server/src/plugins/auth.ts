/**
 * Transitional: `currentUser` moved into the auth module (`modules/auth/index.ts`). Kept so the
 * modules not yet moved keep compiling; deleted once none imports it.
 * @deprecated import `currentUser` from `modules/auth/index.ts`
 */
export { currentUser } from '../modules/auth/index.ts';
