/** Every built page on a laptop screen, half 2 of 2 (see `pages-laptop.ts`). */
import { half, laptopChecks } from './pages-laptop';

laptopChecks(half(1));
