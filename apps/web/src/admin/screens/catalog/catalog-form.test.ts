import { eventEditSchema } from '@foyer/domain/catalog-file/events';
import { describe, expect, it } from 'vitest';
import { bodyOf, emptyForm, fieldMessage, fieldOf, newSubticket, newTicket } from './catalog-form';

describe('the event editor form with family tickets', () => {
  it('writes a family ticket with its subtickets and flags as the catalog file’s schema reads it', () => {
    const form = emptyForm();
    form.name = { de: 'Messe' };
    form.tickets = [
      {
        ...newTicket(),
        name: { de: 'Familie' },
        description: { da: ' Gælder en dag ' },
        price: '25,00',
        dayTicket: true,
        family: true,
        scanSeparately: true,
        subtickets: [
          { ...newSubticket(), name: { de: 'Erwachsene' }, minQuantity: '1', maxQuantity: '2' },
          { ...newSubticket(), name: { de: 'Kinder' }, minQuantity: '0', maxQuantity: '4' },
        ],
      },
    ];
    const checked = eventEditSchema.parse(bodyOf(form));
    expect(checked.tickets[0]).toMatchObject({
      price: 2500,
      description: { da: 'Gælder en dag' },
      dayTicket: true,
      family: true,
      scanSeparately: true,
      uniqueBarcode: true,
      active: true,
    });
    expect(checked.tickets[0]?.subtickets.map((s) => [s.minQuantity, s.maxQuantity])).toEqual([
      [1, 2],
      [0, 4],
    ]);
  });

  it('sends no subtickets for a ticket that is no family ticket', () => {
    const form = emptyForm();
    form.tickets = [{ ...newTicket(), family: false, subtickets: [newSubticket()] }];
    expect((bodyOf(form).tickets as { subtickets: unknown[] }[])[0]?.subtickets).toEqual([]);
  });

  it('maps the schema’s subticket paths to their fields and texts', () => {
    const form = emptyForm();
    expect(fieldOf('tickets.0.subtickets.1.maxQuantity')).toBe(
      'tickets.0.subtickets.1.maxQuantity',
    );
    expect(fieldOf('tickets.0.subtickets.1.name.de')).toBe('tickets.0.subtickets.1.name');
    expect(fieldOf('tickets.0.subtickets')).toBe('tickets.0.subtickets');
    expect(fieldMessage('tickets.0.subtickets.1.maxQuantity', form)).toBe('maxQuantityInvalid');
    expect(fieldMessage('tickets.0.subtickets.1.minQuantity', form)).toBe('quantityInvalid');
    expect(fieldMessage('tickets.0.subtickets', form)).toBe('familyNeedsSubtickets');
    expect(fieldMessage('tickets.0.subtickets.0.price', form)).toBe('priceInvalid');
  });
});
