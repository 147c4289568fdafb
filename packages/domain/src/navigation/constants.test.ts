import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('shell constants', () => {
  it('holds the shell constants', () => {
    expect({ ...constants }).toEqual({
      HEADER_SCROLLED_AFTER_PX: 100,
      MENU_REMEASURE_THROTTLE_MS: 500,
      SCROLL_RETRY_MS: 500,
      SERVER_ERROR_MESSAGE_MS: 15000,
      TOAST_DURATION_MS: 2000,
      TOAST_SWIPE_DISMISS_PX: 80,
      SHOP_ID: 2,
    });
  });
});
