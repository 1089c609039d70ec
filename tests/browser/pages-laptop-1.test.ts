/** Every built page on a laptop screen, half 1 of 2 (see `pages-laptop.ts`). */
import { half, laptopChecks, siteChecks } from './pages-laptop';

siteChecks();
laptopChecks(half(0));
