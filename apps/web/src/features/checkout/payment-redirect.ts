/** Sends the browser to the payment provider; tests replace `assign` with a spy. */
export const paymentRedirect = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
