/** One line of the audit log: who changed what, and when. */
export type AuditEntry = {
  id: number;
  actor: { id: number | null; name: string; email: string };
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
  createdAt: string;
};
