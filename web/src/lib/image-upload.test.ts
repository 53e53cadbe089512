import { describe, expect, it, vi } from 'vitest';
import { uploadImage } from './image-upload';

describe('uploadImage', () => {
  it('posts the file as multipart field "image" with the bearer token', async () => {
    localStorage.setItem('token', 'tok');
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ id: 'm1', imageUrl: '/media/m1' }), { status: 201 }));
    const file = new File(['png'], 'shop.png', { type: 'image/png' });
    await expect(uploadImage(file, { fetchImpl })).resolves.toEqual({ id: 'm1', imageUrl: '/media/m1' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/media/uploads');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Authorization: 'Bearer tok' });
    expect((init.body as FormData).get('image')).toBe(file);
  });

  it("throws the API's message, or a fallback", async () => {
    const file = new File(['x'], 'x.png');
    const refused = vi.fn(async () => new Response(JSON.stringify({ message: 'The photo must be 5 MB or smaller.' }), { status: 413 }));
    await expect(uploadImage(file, { fetchImpl: refused })).rejects.toThrow('The photo must be 5 MB or smaller.');
    const broken = vi.fn(async () => new Response('<html>', { status: 502 }));
    await expect(uploadImage(file, { fetchImpl: broken })).rejects.toThrow('Failed to upload the photo.');
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(uploadImage(file, { fetchImpl: offline })).rejects.toThrow('Failed to upload the photo.');
  });
});
