/** The server's entry in development and in the tests (`tsx src/server.ts`); the built one is `built-server.ts`. */
import { main } from './main';

await main(async () => (await import('./serve')).serve);
