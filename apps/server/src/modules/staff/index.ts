/**
 * The staff slice as other slices see it: how back-office calls are registered (`adminRouter`,
 * `mustHave`), the staff session and its actor, and the audit writer every change of the back
 * office uses. Other slices import this module, never the slice's other files.
 */
export {
  adminRouter,
  mustHave,
  type AdminCall,
  type AdminHandler,
  type AdminRouter,
} from './admin-route';
export { audit, auditedChange, auditLog, eraseAuditValues } from './audit.service';
export { staffRouter, type StaffRouter, type StaffRouterOptions } from './staff-router';
export {
  actorOf,
  CLI_ACTOR,
  SYSTEM_ACTOR,
  toStaffMember,
  VISITOR_ACTOR,
  type Actor,
  type StaffDeps,
  type StaffSession,
} from './staff.deps';
export { authenticate, describeMe, isTotpRequired } from './sessions.service';
export { createStaff, listStaff, newPasswordLink, updateStaff } from './accounts.service';
export { staffErrorLanguage } from './error-language';
export { createDemoOwner } from './demo-owner';
export { runStaffCommand } from './staff.command';
export { staffRoutes } from './staff.routes';
