/**
 * Public face of the landing feature. The router loads it lazily for `/` and accepts either the
 * named page or the default export.
 */
import { LandingPage } from './LandingPage.tsx';

export { LandingPage };
export default LandingPage;
