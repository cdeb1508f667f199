/** Record ids are UUIDs; anything else cannot name a record, so it is simply "not found". */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isRecordId = (id: string) => UUID.test(id);
