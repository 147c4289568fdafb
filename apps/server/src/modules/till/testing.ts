/**
 * The till module's door for tests outside it (the browser tests): the fiskaly stand-in, a local
 * HTTP server that answers like fiskaly SIGN DE (docs/till.md "Fiscal signing"), and its credentials.
 */
export {
  FiskalyStandIn,
  STAND_IN_ADMIN_PIN,
  STAND_IN_API_KEY,
  STAND_IN_API_SECRET,
} from './fiskaly/stand-in';
