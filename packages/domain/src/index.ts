// Pure business rules of the product, shared by the server and the web app.
export * from "./attempts";
export * from "./bounds";
export * from "./brand";
export * from "./constants";
export * from "./courseTree";
export * from "./envelope";
export * from "./exams";
export * from "./grading";
export * from "./lookups";
export * from "./messages";
export * from "./money";
export * from "./plans";
export * from "./questionCsv";
export * from "./questions";
export * from "./schemas";
export * from "./subscriptions";
