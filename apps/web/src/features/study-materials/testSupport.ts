import type { StudentMaterial, StudentMaterials } from "@medhavi/domain";

let next = 0;
/** A student's material for tests; ids and positions count up. */
export function studentItem(over: Partial<StudentMaterial> = {}): StudentMaterial {
  next += 1;
  return {
    id: next,
    course_id: 5,
    course_name: "JEE Main",
    course_path: ["Engineering", "JEE Main"],
    title: `Item ${next}`,
    description: "",
    chapter: "Kinematics",
    position: next,
    kind: "pdf",
    mime: "application/pdf",
    size_bytes: 2048,
    has_file: true,
    link_url: null,
    embed_url: null,
    is_demo: false,
    published: true,
    created_at: 0,
    updated_at: 0,
    locked: false,
    locked_reason: null,
    progress: null,
    ...over,
  };
}

/** The GET /user_study_materials reply around `items`. */
export function studentList(
  items: StudentMaterial[],
  live = true,
  plan: string | null = "Premium",
): StudentMaterials {
  return {
    items,
    access: { live, plan, ends_at: live ? Date.now() + 86_400_000 : null, course_id: 5 },
    continue: null,
  };
}
