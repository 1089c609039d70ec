/**
 * Adds the `client:intent` directive (intent-directive.ts): an island that hydrates when the
 * player reaches for it, or at once when a link or saved state could change what it shows.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function intentDirective(): AstroIntegration {
  return {
    name: 'chaos-codex:intent-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('./intent-directive.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean;
  }
}
