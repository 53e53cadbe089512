import type { TestApp } from './test-app';

export interface RestAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A REST call through HTTP against the running test app: JSON body, or multipart when `form` is given. */
export async function rest<T = any>(
  app: TestApp,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<RestAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${app.baseUrl}/api${path}`, { method: method.toUpperCase(), headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

export async function restLogin(app: TestApp, email: string, password: string): Promise<string> {
  const res = await rest(app, 'post', '/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`REST login failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}
