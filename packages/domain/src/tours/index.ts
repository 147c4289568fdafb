export type {
  AnswerType,
  PriceListEntry,
  Tour,
  TourAnswer,
  TourAnswers,
  TourCalendar,
  TourCalendarSlot,
  TourCountLine,
  TourForm,
  TourQuestion,
  TourRules,
  TourSlot,
  TourSubticket,
  TourTicket,
  TourTicketLine,
  TourTotals,
  ToursPerDate,
} from './types';
export { toCount } from '../tickets/counts';
export {
  booksWholeTours,
  participantLimit,
  ticketCap,
  ticketParticipants,
  tourParticipants,
  tourTotals,
} from './participants';
export {
  tourTicketsAvailability,
  validateTourBooking,
  validateTourBookingAll,
  capacitySaidOnce,
  type TourBookingInput,
  type ValidTourBooking,
} from './booking';
export {
  ANSWER_TYPES,
  MAX_TEXT_ANSWER_LENGTH,
  answerQuestion,
  isAnswerType,
  missingMandatoryAnswers,
} from './answers';
export { selectTimeOnDateChange, selectTourLanguage } from './selection';
export {
  nextAvailableDate,
  nextFewDaysFlags,
  tourBookability,
  tourCalendarRange,
  tourDayAvailability,
  type NextFewDays,
  type TourLifetime,
} from './calendar';
export { filterTours, type TourFilters, type TourListItem } from './filters';
