// The reply types of the materials API live in the domain package (shared with the server).
export type {
  Material,
  MaterialKind,
  MaterialProgress,
  PublicMaterial,
  SignedAccess,
  StudentMaterial,
  StudentMaterials,
} from "@medhavi/domain";
