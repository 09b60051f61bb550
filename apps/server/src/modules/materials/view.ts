import {
  ancestorIds,
  type CourseNode,
  linkEmbedUrl,
  type Material,
  type PublicMaterial,
} from "@medhavi/domain";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courseDocuments, users } from "../../db/schema";

export type MaterialRow = typeof courseDocuments.$inferSelect;
export type MaterialWithUploader = { doc: MaterialRow; firstName: string | null; lastName: string | null };

/** Materials joined with who uploaded them; `where` narrows the rows. */
export function selectMaterials(db: DbOrTx) {
  return db
    .select({ doc: courseDocuments, firstName: users.firstName, lastName: users.lastName })
    .from(courseDocuments)
    .leftJoin(users, eq(users.id, courseDocuments.uploadedBy));
}

/** The names from the root to the course. */
export function coursePath(flat: readonly CourseNode[], courseId: number): string[] {
  const byId = new Map(flat.map((c) => [c.id, c.name]));
  return ancestorIds(flat, courseId)
    .reverse()
    .map((id) => byId.get(id) ?? "");
}

export function toPublic(doc: MaterialRow, flat: readonly CourseNode[]): PublicMaterial {
  const path = coursePath(flat, doc.courseId);
  return {
    id: doc.id,
    course_id: doc.courseId,
    course_name: path[path.length - 1] ?? "",
    course_path: path,
    title: doc.title,
    description: doc.description,
    chapter: doc.chapter,
    position: doc.position,
    kind: doc.kind,
    mime: doc.mime,
    size_bytes: doc.sizeBytes,
    has_file: doc.storageKey !== null,
    link_url: doc.linkUrl,
    embed_url: doc.linkUrl ? linkEmbedUrl(doc.linkUrl) : null,
    is_demo: doc.isDemo,
    published: doc.published,
    created_at: doc.createdAt.getTime(),
    updated_at: doc.updatedAt.getTime(),
  };
}

export function toMaterial(row: MaterialWithUploader, flat: readonly CourseNode[]): Material {
  const { doc } = row;
  return {
    ...toPublic(doc, flat),
    uploaded_by:
      doc.uploadedBy === null
        ? null
        : { id: doc.uploadedBy, name: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() },
  };
}

/** The file name a download is offered under: the title plus the stored kind's extension. */
export function downloadName(doc: MaterialRow): string {
  const ext = doc.storageKey?.split(".").pop() ?? "";
  const base = doc.title.replace(/[/\\\0]/g, "-").slice(0, 120);
  return ext ? `${base}.${ext}` : base;
}
