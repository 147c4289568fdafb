/**
 * Backup and restore of the shop's database (docs/operations.md): the commands, and the backup
 * socket a server on PGlite listens on.
 */
export { runBackupCommand, runRestoreCommand, type CommandIo } from './command';
export { backupSocketPath, SocketInUse, startBackupSocket } from './socket';
