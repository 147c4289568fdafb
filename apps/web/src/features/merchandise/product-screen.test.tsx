import type { MerchandiseBasketItem } from '@foyer/domain';
import type { Merchandise } from '@foyer/domain/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartStore } from '@/shared/session/cart-store';
import { sessionStore } from '@/shared/session/session-store';
import { toastStore } from '@/shared/ui/toast-store';
import { demoContent } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';

const poster: Merchandise = {
  id: 4,
  name: 'Poster “Light Play” (A1)',
  description: '<p>The exhibition poster.</p><script>alert(1)</script>',
  price: 1500,
  vat_value: 19,
  stock: 3,
  sequence_no: 4,
  custom_groups: [{ id: 2 }],
  product_kind_ref: null,
  images: [{ url: '/static/merchandise/plakat-lichtspiele.svg', alt: 'The poster' }],
};

const pass: Merchandise = {
  ...poster,
  id: 10,
  name: 'Annual pass, one person',
  description: '<p>Twelve months of free admission.</p>',
  price: 4500,
  vat_value: 7,
  stock: 500,
  custom_groups: [{ id: 4 }],
  product_kind_ref: 13,
  images: [{ url: '/static/merchandise/jahreskarte.svg', alt: 'The annual pass' }],
};

const categories = {
  categories: [
    { id: 1, name: 'Books', sequence_no: 1 },
    { id: 2, name: 'Posters and prints', sequence_no: 2 },
  ],
};

const countries = {
  countries: [
    { key: 'DE', name: 'Germany' },
    { key: 'AT', name: 'Austria' },
  ],
  salutations: [],
  required_fields: [],
  visible_fields: [],
};

function show(article: Merchandise, path = `/en/product/${article.id}`) {
  return renderShell({
    path,
    answers: {
      staticContent: demoContent,
      merchandiseArticle: article,
      merchandiseAttr: categories,
      customerAttr: countries,
    },
  });
}

const items = () => cartStore.getState().basket.items;
const quantity = () => screen.getByRole('spinbutton', { name: /Quantity|Number of passes/ });
const addButton = () => screen.getByRole('button', { name: 'Add to basket' });

afterEach(() => {
  sessionStore.setState({ cookiesAccepted: false });
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('the product screen', () => {
  it('shows the article with its image, price, VAT, stock and sanitized description', async () => {
    const { calls } = show(poster);
    expect(await screen.findByRole('heading', { level: 1, name: poster.name })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The poster' })).toBeTruthy();
    // The price, and the total of the preselected piece.
    expect(screen.getAllByText('€15.00')).toHaveLength(2);
    expect(screen.getByText(/incl\. 19% VAT/)).toBeTruthy();
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    expect(screen.getByText('The exhibition poster.')).toBeTruthy();
    expect(document.querySelector('.prose script')).toBeNull();
    expect(calls.find((call) => call.name === 'merchandiseArticle')?.input).toMatchObject({
      query: { article: 4 },
    });
    const crumbs = screen.getByRole('navigation', { name: 'You are here' });
    const category = await within(crumbs).findByRole('link', { name: 'Posters and prints' });
    expect(category.getAttribute('href')).toBe('/en/merchandise/2');
    await waitFor(() => expect(document.title).toBe(`${poster.name} - Lindenau City Museum`));
  });

  it('preselects one piece and never offers more than the stock', async () => {
    show(poster);
    await screen.findByRole('heading', { level: 1 });
    expect((quantity() as HTMLInputElement).value).toBe('1');
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(more);
    expect((quantity() as HTMLInputElement).value).toBe('3');
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('€45.00')).toBeTruthy();
  });

  it('adds to the basket with a toast, and sends the analytics event only after consent', async () => {
    show(poster);
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(quantity(), { target: { value: '2' } });
    fireEvent.click(addButton());
    expect(items()).toEqual([
      {
        type: 'merchandise',
        id: 4,
        name: poster.name,
        price: 1500,
        totalPrice: 3000,
        count: 2,
        totalCount: 2,
        datetime: null,
        date: null,
        time: null,
        vat_value: 19,
      },
    ]);
    expect(toastStore.getState().toasts.map((toast) => toast.text)).toEqual([
      `2 × ${poster.name} added to your basket`,
    ]);
    expect(screen.getByRole('link', { name: 'Basket, 1 item' })).toBeTruthy();
    expect(screen.getByText('Added to your basket.')).toBeTruthy();
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();

    sessionStore.getState().acceptCookies();
    fireEvent.click(addButton());
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({ value: '15.00' }),
      }),
    ]);
  });

  it('counts what is already in the basket against the stock', async () => {
    cartStore.getState().add({
      type: 'merchandise',
      id: 4,
      name: poster.name,
      price: 1500,
      totalPrice: 4500,
      count: 3,
      totalCount: 3,
      datetime: null,
      date: null,
      time: null,
    });
    show(poster);
    expect(
      await screen.findByText('All available pieces of this article are already in your basket.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
  });

  it('says that an article is out of stock and offers nothing to add', async () => {
    show({ ...poster, stock: 0 });
    const message = await screen.findByText('This article is out of stock at the moment.');
    expect(message.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
  });

  it('shows the not-found screen for an unknown article or a path that is no id', async () => {
    show(poster, '/en/product/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows the not-found screen when the server does not know the article', async () => {
    renderShell({ path: '/en/product/99', answers: { staticContent: demoContent } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found - Lindenau City Museum'));
  });
});

describe('the pass screen', () => {
  it('asks for one named holder per pass and ties each error to its field', async () => {
    show(pass, '/en/passes/10');
    await screen.findByRole('heading', { level: 1, name: pass.name });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getAllByRole('group', { name: /^Pass \d$/ })).toHaveLength(2);
    fireEvent.click(addButton());

    expect(items()).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Please correct the errors in the form.');
    const first = screen.getAllByRole('textbox', { name: 'First name' })[0]!;
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const errorId = first.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Please enter the first name.');
  });

  it('adds two passes with their holders and a custom delivery address for the second', async () => {
    show(pass, '/en/passes/10');
    await screen.findByRole('heading', { level: 1, name: pass.name });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    const [one, two] = screen.getAllByRole('group', { name: /^Pass \d$/ });
    const type = (group: HTMLElement, name: string, value: string) =>
      fireEvent.change(within(group).getByRole('textbox', { name }), { target: { value } });
    type(one!, 'Title (optional)', 'Dr.');
    type(one!, 'First name', ' Erika ');
    type(one!, 'Last name', 'Mustermann');
    type(two!, 'First name', 'Max');
    type(two!, 'Last name', 'Mustermann');
    fireEvent.click(
      within(two!).getByRole('checkbox', { name: 'Send this pass to a different address' }),
    );

    fireEvent.click(addButton());
    expect(items()).toEqual([]);
    const address = screen.getByRole('group', { name: 'Delivery address for pass 2' });
    expect(
      within(address).getByText('Please fill in all fields of the delivery address.'),
    ).toBeTruthy();

    type(address, 'Recipient', 'Max Mustermann');
    type(address, 'Street and number', 'Webereistraße 12');
    type(address, 'Postcode', '12347');
    type(address, 'Town or city', 'Lindenau');
    await waitFor(() => expect(within(address).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(within(address).getByRole('combobox', { name: 'Country' }), {
      target: { value: 'AT' },
    });
    fireEvent.click(addButton());

    const [item] = items() as MerchandiseBasketItem[];
    expect(item).toMatchObject({ type: 'merchandise', id: 10, count: 2, totalPrice: 9000 });
    expect(item?.owners).toEqual([
      {
        name: { title: 'Dr.', first: 'Erika', last: 'Mustermann' },
        send_to_custom_addr: false,
        address: null,
      },
      {
        name: { title: '', first: 'Max', last: 'Mustermann' },
        send_to_custom_addr: true,
        address: {
          name: 'Max Mustermann',
          street: 'Webereistraße 12',
          zip: '12347',
          city: 'Lindenau',
          country: 'AT',
        },
      },
    ]);
    // The form starts afresh for the next passes.
    expect(
      (screen.getAllByRole('textbox', { name: 'First name' })[0] as HTMLInputElement).value,
    ).toBe('');
  });
});
