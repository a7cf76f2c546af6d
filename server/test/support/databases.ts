import { Client } from 'pg';

/** Connection URL of `database` on the same server as `baseUrl`. */
export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs SQL on the server's maintenance database (postgres), where CREATE/DROP DATABASE are allowed. */
export async function onServer<T>(baseUrl: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl(baseUrl, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
