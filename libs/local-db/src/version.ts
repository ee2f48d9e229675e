/** The local database schema version (spec §9: 1.3; a mismatch clears the storage). */
export const LOCAL_DB_VERSION = '1.3';
