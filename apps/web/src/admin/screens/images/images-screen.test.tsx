/** The image library: the list, an upload with its alt texts, and changing an image's alt texts. */
import { imageEndpoints, type ImageSummary } from '@foyer/domain/admin-contract/images';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { held, ok, renderAdmin, signedIn } from '../../test/admin-harness';

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

const hall = image(3, { de: 'Die große Halle', en: 'The great hall' }, [
  { type: 'event', id: 5, name: { de: 'Lichtspiele', en: 'Light Play' } },
  { type: 'tour', id: 8, name: { de: 'Highlights' } },
]);
const garden = image(4, { de: 'Der Garten' });

const photo = () => new File(['jpeg bytes'], 'hall.jpg', { type: 'image/jpeg' });
const uploadForm = () => screen.getByRole('heading', { name: 'Upload an image' }).closest('form')!;
const fileInput = () => screen.getByLabelText(/^Image file/) as HTMLInputElement;
const altInput = (form: HTMLElement, language: string) =>
  within(form).getByLabelText(new RegExp(`^Alt text in ${language}`)) as HTMLInputElement;
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const card = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('li')!;

describe('image list', () => {
  it('shows "Loading…", then each image with its size, alt text and where it is used', async () => {
    const gate = held();
    const { user } = await renderAdmin('images', {
      'GET images': ok(imageEndpoints.images, [hall, garden], gate.promise),
      'GET catalog/events/5': { status: 500, error: 'SERVER_ERROR' },
    });
    expect(await screen.findByRole('heading', { name: 'Image library' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    gate.release();
    await screen.findByText('image-3.jpg');
    const first = card('image-3.jpg');
    expect(within(first).getByRole('img', { name: 'The great hall' })).toBeTruthy();
    expect(within(first).getByText('1600 × 900 pixels')).toBeTruthy();
    expect(within(first).getByText('Used by')).toBeTruthy();
    // Names in the staff member's language, else in the default one.
    expect(within(first).getByText(/^Tour:/).textContent).toBe('Tour: Highlights');
    // The alt text in the default language says it is German, for screen readers.
    const second = card('image-4.jpg');
    expect(within(second).getByText('Der Garten', { selector: 'p' }).getAttribute('lang')).toBe(
      'de',
    );
    expect(within(second).getByText('Not used yet')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(within(first).getByRole('link', { name: 'Light Play' }));
    expect(window.location.pathname).toBe('/admin/catalog/events/5');
    // The event's editor opens in place of the library (its event cannot be loaded here).
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Image library' })).toBeNull();
  });

  it('says when the library is empty', async () => {
    await renderAdmin('images', { 'GET images': ok(imageEndpoints.images, []) });
    expect(await screen.findByText('No images yet.')).toBeTruthy();
  });

  it('says so when the library cannot be loaded, and asks again on request', async () => {
    let failing = true;
    const { user } = await renderAdmin('images', {
      'GET images': () =>
        failing ? { status: 500, error: 'SERVER_ERROR' } : ok(imageEndpoints.images, [garden]),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/unexpected error/);
    expect(screen.queryByRole('status')).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('image-4.jpg')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not open to staff without the catalog permission', async () => {
    const { api } = await renderAdmin('images', {}, { me: signedIn('sales') });
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Images' })).toBeNull();
    expect(api.callsTo('GET', 'images')).toHaveLength(0);
  });
});

describe('image upload', () => {
  it('asks for a file and the alt text in the default language before sending', async () => {
    const { user, api } = await renderAdmin('images', {
      'GET images': ok(imageEndpoints.images, []),
    });
    await screen.findByText('No images yet.');
    // An alt text in another language does not replace the default one.
    await user.type(altInput(uploadForm(), 'English'), 'The great hall');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(fileInput())).toBe('Choose an image file.');
    const german = altInput(uploadForm(), 'Deutsch');
    expect(german.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(german)).toBe('Write the alt text in Deutsch.');
    expect(altInput(uploadForm(), 'English').hasAttribute('aria-invalid')).toBe(false);
    expect(api.callsTo('POST', 'images')).toHaveLength(0);
  });

  it('refuses a file of another type and a file larger than 10 MB before sending', async () => {
    const { api } = await renderAdmin('images', { 'GET images': ok(imageEndpoints.images, []) });
    // The file dialog offers only the accepted types; a file dropped past it is still refused.
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByText('No images yet.');
    expect(fileInput().accept).toBe('image/jpeg,image/png,image/webp,image/avif');
    await user.type(altInput(uploadForm(), 'Deutsch'), 'Die große Halle');
    await user.upload(fileInput(), new File(['%PDF'], 'hall.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(errorOf(fileInput())).toBe('Only JPEG, PNG, WebP or AVIF images can be uploaded.');
    const large = photo();
    Object.defineProperty(large, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(fileInput(), large);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(errorOf(fileInput())).toBe('The image is larger than 10 MB.'));
    expect(altInput(uploadForm(), 'Deutsch').hasAttribute('aria-invalid')).toBe(false);
    expect(api.callsTo('POST', 'images')).toHaveLength(0);
  });

  it("says why the server refused the image, in the staff member's words", async () => {
    const refusals = [
      { status: 413, error: 'IMAGE_TOO_LARGE' },
      { status: 422, error: 'IMAGE_TOO_MANY_PIXELS' },
      { status: 422, error: 'VALIDATION_FAILED', errors: { 'alt.de': 'required' } },
    ];
    const { user } = await renderAdmin('images', {
      'GET images': ok(imageEndpoints.images, []),
      'POST images': () => refusals.shift()!,
    });
    await screen.findByText('No images yet.');
    await user.upload(fileInput(), photo());
    await user.type(altInput(uploadForm(), 'Deutsch'), 'Die große Halle');
    const send = async () => {
      await user.click(screen.getByRole('button', { name: 'Upload' }));
      await waitFor(() =>
        expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(
          false,
        ),
      );
      return within(uploadForm()).getByRole('alert').textContent;
    };
    expect(await send()).toBe('The image is larger than 10 MB.');
    expect(await send()).toMatch(/^The image has more than 50 million pixels/);
    expect(await send()).toBe('Write the alt text in Deutsch.');
  });

  it('sends the file and the alt texts as a form, then lists the new image first', async () => {
    const gate = held();
    const uploaded = image(9, { de: 'Die große Halle', fr: 'Le grand hall' });
    const { user, api } = await renderAdmin('images', {
      'GET images': ok(imageEndpoints.images, [garden]),
      'POST images': ok(imageEndpoints.imageUpload, uploaded, gate.promise),
    });
    await screen.findByText('image-4.jpg');
    const file = photo();
    await user.upload(fileInput(), file);
    await user.type(altInput(uploadForm(), 'Deutsch'), '  Die große Halle ');
    await user.type(altInput(uploadForm(), 'Français'), 'Le grand hall');
    await user.type(altInput(uploadForm(), 'Italiano'), '   ');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    expect(within(uploadForm()).getByText('Uploading and making the sizes…')).toBeTruthy();
    gate.release();
    expect(await within(uploadForm()).findByText('Uploaded.')).toBeTruthy();

    const [sent] = api.callsTo('POST', 'images');
    expect(sent?.csrf).toBe('csrf-test-token');
    expect(sent?.body).toBeInstanceOf(FormData);
    const form = sent?.body as FormData;
    // The alt texts (trimmed, blank ones left out) come before the file.
    expect([...form.keys()]).toEqual(['alt.de', 'alt.fr', 'file']);
    expect(form.get('alt.de')).toBe('Die große Halle');
    expect(form.get('alt.fr')).toBe('Le grand hall');
    expect((form.get('file') as File).name).toBe('hall.jpg');

    const names = [...document.querySelectorAll('.image-list > li strong')].map(
      (name) => name.textContent,
    );
    expect(names).toEqual(['image-9.jpg', 'image-4.jpg']);
    // The form is ready for the next image.
    expect(altInput(uploadForm(), 'Deutsch').value).toBe('');
    expect(fileInput().files).toHaveLength(0);
  });
});

describe('alt texts of an image', () => {
  it('shows the eight languages and saves the changed texts with PATCH', async () => {
    const { user, api } = await renderAdmin('images', {
      'GET images': ok(imageEndpoints.images, [hall, garden]),
      'PATCH images/4': (call) =>
        ok(imageEndpoints.imageAlt, {
          ...garden,
          alt: (call.body as { alt: ImageSummary['alt'] }).alt,
        }),
    });
    await screen.findByText('image-4.jpg');
    const item = card('image-4.jpg');
    await user.click(within(item).getByText('Edit the alt texts'));
    const labels = within(item)
      .getAllByRole('textbox')
      .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels).toEqual([
      'Alt text in Deutsch (required)',
      'Alt text in English',
      'Alt text in Français',
      'Alt text in Italiano',
      'Alt text in Nederlands',
      'Alt text in Español',
      'Alt text in Svenska',
      'Alt text in Dansk',
    ]);
    expect(altInput(item, 'Deutsch').value).toBe('Der Garten');
    expect(altInput(item, 'Dansk').getAttribute('lang')).toBe('da');
    await user.type(altInput(item, 'English'), 'The garden');
    await user.type(altInput(item, 'Svenska'), 'Trädgården ');
    await user.click(within(item).getByRole('button', { name: 'Save the alt texts' }));
    expect(await within(item).findByText('The alt texts are saved.')).toBeTruthy();
    const [sent] = api.callsTo('PATCH', 'images/4');
    expect(sent?.body).toEqual({
      alt: { de: 'Der Garten', en: 'The garden', sv: 'Trädgården' },
    });
    expect(sent?.csrf).toBe('csrf-test-token');
    // The card shows the saved text in the staff member's language.
    expect(within(item).getByRole('img', { name: 'The garden' })).toBeTruthy();
    expect(api.callsTo('PATCH', 'images/3')).toHaveLength(0);
  });

  it('refuses to drop the default language, and shows the server refusing it', async () => {
    const { user, api } = await renderAdmin('images', {
      'GET images': ok(imageEndpoints.images, [garden]),
      'PATCH images/4': {
        status: 422,
        error: 'VALIDATION_FAILED',
        errors: { 'alt.de': 'required' },
      },
    });
    await screen.findByText('image-4.jpg');
    const item = card('image-4.jpg');
    await user.click(within(item).getByText('Edit the alt texts'));
    await user.clear(altInput(item, 'Deutsch'));
    await user.type(altInput(item, 'English'), 'The garden');
    await user.click(within(item).getByRole('button', { name: 'Save the alt texts' }));
    expect((await within(item).findByRole('alert')).textContent).toBe(
      'Write the alt text in Deutsch.',
    );
    expect(altInput(item, 'Deutsch').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(altInput(item, 'Deutsch'))).toBe('Write the alt text in Deutsch.');
    expect(api.callsTo('PATCH', 'images/4')).toHaveLength(0);

    await user.type(altInput(item, 'Deutsch'), 'Der Garten');
    await user.click(within(item).getByRole('button', { name: 'Save the alt texts' }));
    await waitFor(() => expect(api.callsTo('PATCH', 'images/4')).toHaveLength(1));
    const save = within(item).getByRole('button', { name: 'Save the alt texts' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    expect(within(item).getByRole('alert').textContent).toBe('Write the alt text in Deutsch.');
    expect(within(item).queryByText('The alt texts are saved.')).toBeNull();
  });
});
