/** The shop's banners in the catalog: the list, a banner's editor and its image, as staff meet them. */
import {
  catalogContentEndpoints as calls,
  type CatalogBanner,
} from '@foyer/domain/admin-contract/catalog-content';
import { imageEndpoints, type ImageSummary } from '@foyer/domain/admin-contract/images';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, ok, renderAdmin, type FakeRoutes } from '../../test/admin-harness';

const spring: CatalogBanner = {
  id: 7,
  group: 'home',
  image: 'https://cdn.museum.example/banners/spring-{width}.jpg',
  imageMobile: null,
  link: '/en/tickets/1',
  alt: { de: 'Frühlingsausstellung', en: 'Spring exhibition' },
  sequenceNo: 1,
};

function image(id: number, alt: Record<string, string>, uses: ImageSummary['uses'] = []) {
  return {
    id,
    hash: `hash${id}`,
    width: 1600,
    height: 900,
    alt,
    name: `image-${id}.jpg`,
    createdAt: '2026-11-01T10:00:00.000Z',
    preview: `/media/${id}/preview.jpg`,
    files: [],
    uses,
  } satisfies ImageSummary;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

/** The editor of banner 7 with an empty image library, plus `routes`. */
function bannerRoutes(routes: FakeRoutes = {}): FakeRoutes {
  return {
    'GET catalog/banners/7': ok(calls.catalogBanner, spring),
    'GET images': ok(imageEndpoints.images, []),
    ...routes,
  };
}

describe('banner list', () => {
  it('shows a spinner, then the banners with their description, group and position', async () => {
    const gate = held();
    const second = { ...spring, id: 8, alt: {}, group: 'tours', sequenceNo: 2 };
    const { user } = await renderAdmin('catalog/banners', {
      'GET catalog/banners': ok(calls.catalogBanners, [spring, second], gate.promise),
      ...bannerRoutes(),
    });
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    gate.release();
    const link = await screen.findByRole('link', { name: 'Spring exhibition' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('home')).toBeTruthy();
    expect(within(row).getByText('1')).toBeTruthy();
    // The address's width placeholder is left out for the thumbnail.
    expect(row.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.museum.example/banners/spring-.jpg',
    );
    // A banner without any description is named by its number.
    expect(screen.getByRole('link', { name: '#8' })).toBeTruthy();
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Spring exhibition' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/catalog/banners/7');
  });

  it('says when there are no banners and opens an empty editor for a new one', async () => {
    const { user, api } = await renderAdmin('catalog/banners', {
      'GET catalog/banners': ok(calls.catalogBanners, []),
    });
    expect(await screen.findByText('No banners yet.')).toBeTruthy();
    await user.click(button('New banner'));
    expect(await screen.findByRole('heading', { name: 'New banner' })).toBeTruthy();
    expect(field('Image address').value).toBe('');
    expect(field('Group').value).toBe('home');
    expect(field('Position').value).toBe('0');
    // A banner not saved yet has nothing to remove and no image to attach.
    expect(screen.queryByRole('button', { name: 'Remove banner' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Image' })).toBeNull();
    expect(api.unanswered).toEqual([]);
  });

  it('says so when the banners cannot be loaded', async () => {
    await renderAdmin('catalog/banners', {
      'GET catalog/banners': { status: 500, error: 'SERVER_ERROR' },
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/unexpected error/);
  });
});

describe('banner editor', () => {
  it('refuses addresses, a group and a position it knows are wrong, before sending', async () => {
    const { user, api } = await renderAdmin('catalog/banners/new', {});
    await screen.findByRole('heading', { name: 'New banner' });
    await user.type(field('Link (optional)'), 'javascript:alert(1)');
    await user.clear(field('Group'));
    await user.clear(field('Position'));
    await user.type(field('Position'), 'first');
    await user.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Some fields need your attention.');
    expect(errorOf(field('Image address'))).toBe(
      'Enter an address that starts with https:// or /.',
    );
    expect(errorOf(field('Link (optional)'))).toBe(
      'Enter an address that starts with https:// or /.',
    );
    expect(errorOf(field('Group'))).toBe('Enter a group name of 1 to 60 characters.');
    expect(errorOf(field('Position'))).toBe('Enter a whole number.');
    expect(field('Image address').getAttribute('aria-invalid')).toBe('true');
    // The optional small-screen address left empty is fine.
    expect(field('Image address for small screens (optional)').hasAttribute('aria-invalid')).toBe(
      false,
    );
    expect(api.callsTo('POST', 'catalog/banners')).toHaveLength(0);
  });

  it('creates a banner with POST and then opens it by its new number', async () => {
    const created = { ...spring, id: 9, link: null, alt: { de: 'Winter' }, sequenceNo: 3 };
    const { user, api } = await renderAdmin('catalog/banners/new', {
      'POST catalog/banners': ok(calls.catalogCreateBanner, created),
      'GET catalog/banners/9': ok(calls.catalogBanner, created),
      'GET images': ok(imageEndpoints.images, []),
    });
    await screen.findByRole('heading', { name: 'New banner' });
    await user.type(field('Image description (Deutsch)'), 'Winter');
    await user.type(field('Image address'), '/media/winter.jpg');
    await user.clear(field('Position'));
    await user.type(field('Position'), '3');
    // The preview shows once an address is typed.
    expect(document.querySelector('img.banner-thumb')?.getAttribute('src')).toBe(
      '/media/winter.jpg',
    );
    await user.click(button('Save'));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/catalog/banners/9'));
    const [sent] = api.callsTo('POST', 'catalog/banners');
    expect(sent?.body).toEqual({
      image: '/media/winter.jpg',
      imageMobile: null,
      link: null,
      group: 'home',
      sequenceNo: 3,
      alt: { de: 'Winter' },
    });
    expect(sent?.csrf).toBe('csrf-test-token');
    expect(await screen.findByRole('heading', { name: 'Winter' })).toBeTruthy();
    expect(button('Remove banner')).toBeTruthy();
  });

  it('loads a banner, saves its changes with PUT and disables saving meanwhile', async () => {
    const gate = held();
    const { user, api } = await renderAdmin(
      'catalog/banners/7',
      bannerRoutes({
        'PUT catalog/banners/7': (call) =>
          ok(
            calls.catalogUpdateBanner,
            { id: 7, ...(call.body as Omit<CatalogBanner, 'id'>) },
            gate.promise,
          ),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Spring exhibition' })).toBeTruthy();
    expect(field('Image description (Deutsch)').value).toBe('Frühlingsausstellung');
    expect(field('Link (optional)').value).toBe('/en/tickets/1');
    await user.click(button('English'));
    await user.clear(field('Image description (English)'));
    await user.type(field('Image description (English)'), 'Spring at the museum');
    await user.clear(field('Link (optional)'));
    await user.click(button('Save'));
    await waitFor(() => expect(button('Saving…').disabled).toBe(true));
    expect(button('Remove banner').disabled).toBe(true);
    gate.release();
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(api.callsTo('PUT', 'catalog/banners/7')[0]?.body).toEqual({
      image: spring.image,
      imageMobile: null,
      link: null,
      group: 'home',
      sequenceNo: 1,
      alt: { de: 'Frühlingsausstellung', en: 'Spring at the museum' },
    });
    expect(screen.getByRole('heading', { name: 'Spring at the museum' })).toBeTruthy();
  });

  it("shows the server's refusal at the field it names", async () => {
    const { user } = await renderAdmin(
      'catalog/banners/7',
      bannerRoutes({
        'PUT catalog/banners/7': {
          status: 422,
          error: 'VALIDATION_FAILED',
          errors: { imageMobile: 'http(s) URL or site path', 'alt.en': 'too long' },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Some fields need your attention.');
    expect(errorOf(field('Image address for small screens (optional)'))).toBe(
      'Enter an address that starts with https:// or /.',
    );
    expect(errorOf(field('Image description (Deutsch)'))).toBe('Check this field.');
    expect(field('Image address').hasAttribute('aria-invalid')).toBe(false);
  });

  it('removes a banner from the shop', async () => {
    const { user, api } = await renderAdmin(
      'catalog/banners/7',
      bannerRoutes({ 'POST catalog/banners/7/hide': ok(calls.catalogHideBanner, { ok: true }) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove banner' }));
    expect(await screen.findByText('The banner was removed from the shop.')).toBeTruthy();
    expect(api.callsTo('POST', 'catalog/banners/7/hide')[0]?.csrf).toBe('csrf-test-token');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the banners' })).toBeTruthy();
  });

  it('says so when the banner cannot be loaded', async () => {
    await renderAdmin(
      'catalog/banners/7',
      bannerRoutes({ 'GET catalog/banners/7': { status: 404, error: 'NOT_FOUND' } }),
    );
    expect((await screen.findAllByRole('alert'))[0]?.textContent).toBe(
      'Something went wrong. Please try again.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe("banner's image (the image picker)", () => {
  it('shows the library, attaches the chosen image at once and shows it as current', async () => {
    const hall = image(3, { de: 'Die große Halle', en: 'The great hall' });
    const garden = image(4, { de: 'Der Garten' });
    let attached = false;
    const { user, api } = await renderAdmin(
      'catalog/banners/7',
      bannerRoutes({
        'GET images': () =>
          ok(imageEndpoints.images, [
            attached ? { ...hall, uses: [{ type: 'banner', id: 7, name: {} }] } : hall,
            garden,
          ]),
        'PUT images/uses/banner/7': () => {
          attached = true;
          return ok(imageEndpoints.imageAttach, { type: 'banner', id: 7, imageId: 3 });
        },
      }),
    );
    const picker = (await screen.findByRole('heading', { name: 'Image' })).closest('section')!;
    expect(await within(picker).findByText('No image yet.')).toBeTruthy();
    const attach = within(picker).getByRole('button', { name: 'Use this image' });
    // Nothing chosen yet: nothing to attach.
    expect((attach as HTMLButtonElement).disabled).toBe(true);
    // Images are named by their alt text in the staff member's language, else the default one.
    expect(within(picker).getByRole('radio', { name: 'Der Garten' })).toBeTruthy();
    await user.click(within(picker).getByRole('radio', { name: 'The great hall' }));
    await user.click(attach);
    expect(await within(picker).findByText('The image is saved.')).toBeTruthy();
    const [sent] = api.callsTo('PUT', 'images/uses/banner/7');
    expect(sent?.body).toEqual({ imageId: 3 });
    expect(sent?.csrf).toBe('csrf-test-token');
    expect(within(picker).getByText('Current image: The great hall')).toBeTruthy();
    expect(within(picker).getByRole('img', { name: 'The great hall' })).toBeTruthy();
    expect(
      (within(picker).getByRole('radio', { name: 'The great hall' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('removes the current image, and says why when the library refuses', async () => {
    const hall = image(3, { de: 'Die große Halle' }, [{ type: 'banner', id: 7, name: {} }]);
    let attempt = 0;
    const { user, api } = await renderAdmin(
      'catalog/banners/7',
      bannerRoutes({
        'GET images': ok(imageEndpoints.images, [hall]),
        'PUT images/uses/banner/7': () =>
          ++attempt === 1
            ? { status: 404, error: 'NOT_FOUND' }
            : ok(imageEndpoints.imageAttach, { type: 'banner', id: 7, imageId: null }),
      }),
    );
    const picker = (await screen.findByRole('heading', { name: 'Image' })).closest('section')!;
    await user.click(await within(picker).findByRole('button', { name: 'Remove the image' }));
    expect((await within(picker).findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
    await user.click(within(picker).getByRole('button', { name: 'Remove the image' }));
    expect(await within(picker).findByText('The image is saved.')).toBeTruthy();
    expect(api.callsTo('PUT', 'images/uses/banner/7').map((call) => call.body)).toEqual([
      { imageId: null },
      { imageId: null },
    ]);
  });

  it('says when the library is empty and leads to it', async () => {
    const { user } = await renderAdmin('catalog/banners/7', bannerRoutes());
    const picker = (await screen.findByRole('heading', { name: 'Image' })).closest('section')!;
    expect(await within(picker).findByText('The library has no images yet.')).toBeTruthy();
    expect(within(picker).queryByRole('button', { name: 'Use this image' })).toBeNull();
    await user.click(within(picker).getByRole('link', { name: 'Open the image library' }));
    expect(await screen.findByRole('heading', { name: 'Image library' })).toBeTruthy();
  });
});
