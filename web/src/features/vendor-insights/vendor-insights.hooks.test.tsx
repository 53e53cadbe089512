import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestClient, setSession, type MockResponder } from '../../app/testing.utils';
import { ImageUploadError } from '../../lib/image-upload';
import { useMyShop, useUpdateShopProfile } from './vendor-insights.hooks';
import { myShop } from './vendor-insights.test-data';

const profile = { businessName: 'Crust & Crumb Bakery', phone: null, address: null, city: 'Toronto', postalCode: null, description: null };

function setup(respond: MockResponder, upload = vi.fn(async () => ({ id: 'img-1', imageUrl: '/media/img-1' }))) {
  setSession({ token: 't', role: 'Vendor' });
  const { client, operations } = createTestClient((operation) =>
    operation.operationName === 'GetMyShop' ? { data: { myShop: myShop() } } : respond(operation),
  );
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const hook = renderHook(() => ({ shop: useMyShop(), update: useUpdateShopProfile(upload) }), { wrapper });
  return { ...hook, operations, upload };
}

describe('useUpdateShopProfile', () => {
  it('uploads the photo first, sends its id, and shows the saved shop wherever GetMyShop is read', async () => {
    const saved = myShop({ city: 'Hamilton', profileImage: '/media/img-1' });
    const { result, operations, upload } = setup(() => ({ data: { updateMyShop: saved } }));
    await waitFor(() => expect(result.current.shop.shop).toBeDefined());
    const photo = new File(['x'], 'shop.png', { type: 'image/png' });

    await act(async () => expect(await result.current.update.save(profile, photo)).toEqual({ ok: true, value: undefined }));

    expect(upload).toHaveBeenCalledWith(photo, { failedMessage: 'Failed to upload the photo.', tooLargeMessage: 'Images must be 5 MB or smaller.' });
    expect(operations.find((o) => o.operationName === 'UpdateShopProfile')?.variables).toEqual({
      input: { ...profile, profileImageId: 'img-1' },
    });
    // MyShop has no id: only writing the result into GetMyShop shows it there.
    expect(result.current.shop.shop?.vendor.city).toBe('Hamilton');
    expect(result.current.shop.shop?.vendor.profileImage).toBe('/media/img-1');
  });

  it("gives the upload's refusal, the server's message for a rejected input, and the spec's text otherwise", async () => {
    let answer: ReturnType<MockResponder> = {
      errors: [{ message: 'Postal code must be a Canadian postal code.', extensions: { code: 'BAD_USER_INPUT' } }],
    };
    const refusing = vi.fn(async () => {
      throw new ImageUploadError('The image is larger than 5 MB.', 413);
    });
    const { result, operations } = setup(() => answer, refusing);
    const photo = new File(['x'], 'big.png', { type: 'image/png' });

    await act(async () => expect(await result.current.update.save(profile, photo)).toEqual({ ok: false, message: 'The image is larger than 5 MB.' }));
    expect(operations.filter((o) => o.operationName === 'UpdateShopProfile')).toHaveLength(0);

    await act(async () =>
      expect(await result.current.update.save(profile, null)).toEqual({ ok: false, message: 'Postal code must be a Canadian postal code.' }),
    );
    answer = { errors: [{ message: 'Connection terminated', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };
    await act(async () => expect(await result.current.update.save(profile, null)).toEqual({ ok: false, message: 'Failed to update profile.' }));
  });
});
