import multipart from "@fastify/multipart";
import {
  FORUM_IMAGE_MAX_BYTES,
  forumAcceptSchema,
  forumAnswerEditSchema,
  forumAnswerSchema,
  forumFollowSchema,
  forumListSchema,
  forumModerateSchema,
  forumQuestionEditSchema,
  forumQuestionSchema,
  forumReportSchema,
  forumThreadSchema,
  forumVoteSchema,
  MAX_INT4,
  ok,
} from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import { sendEveryItem } from "../../platform/exports";
import { envelope, errorReplies, idParams, pageQuery, queryInt, secured } from "../../platform/http";
import { readImageUpload } from "../../platform/uploads";
import { accept, follow, report, vote } from "./actions";
import { dismissReport, moderate, reportQueue, unansweredQueue } from "./moderation";
import {
  deleteAnswer,
  deleteQuestion,
  editAnswer,
  editQuestion,
  postAnswer,
  postQuestion,
  saveImage,
} from "./posting";
import { forumMe, listQuestions, readThread } from "./reading";
import { forumCaller } from "./rights";

const replies = { 200: envelope(z.unknown()), ...errorReplies };
const tags = ["forum"];

/** The forum (issue #20). Routes are thin; rules in packages/domain/src/forum.ts, work in the files beside. */
export const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  const p = app.platform;
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: FORUM_IMAGE_MAX_BYTES, files: 1, fields: 5 },
  });
  const student = { onRequest: app.guard.student };
  const anyone = { onRequest: app.guard.anyone };
  const staff = { onRequest: app.guard.staff };
  const who = (request: Parameters<typeof caller>[0]) => forumCaller(caller(request));
  const post = { config: { owner: "forum-post" as const } };

  app.get(
    "/forum/me",
    {
      ...anyone,
      schema: {
        tags,
        summary: "Forum: whether the caller may post, in which courses, and the subjects",
        security: secured,
        response: replies,
      },
    },
    async (request) => ok(await forumMe(p.db, who(request)), ""),
  );

  app.post(
    "/postque",
    {
      ...student,
      schema: {
        tags,
        summary:
          "Student with a live plan: ask a doubt (title, body with $formulas$, up to 4 uploaded pictures, course, subject, topic; optionally from a test review question)",
        security: secured,
        body: forumQuestionSchema,
        response: replies,
      },
    },
    async (request) => ok(await postQuestion(p, who(request), request.body), "Your doubt is posted."),
  );

  app.post(
    "/fetchque",
    {
      ...anyone,
      schema: {
        tags,
        summary:
          "Forum: doubts filtered (my course, course, subject, unanswered, answered by a teacher, mine), searched and sorted, a page at a time",
        security: secured,
        body: forumListSchema,
        response: replies,
      },
    },
    async (request) => ok(await listQuestions(p.db, who(request), request.body), ""),
  );

  app.post(
    "/postans",
    {
      ...anyone,
      schema: {
        tags,
        summary:
          "Answer a doubt (students with a live plan covering its course; staff answer with the Teacher badge)",
        security: secured,
        body: forumAnswerSchema,
        response: replies,
      },
    },
    async (request) => ok(await postAnswer(p, who(request), request.body), "Answer posted."),
  );

  app.post(
    "/fetchans",
    {
      ...anyone,
      schema: {
        tags,
        summary: "Forum: one doubt with its answers and what the caller may do",
        security: secured,
        body: forumThreadSchema,
        response: replies,
      },
    },
    async (request) => ok(await readThread(p.db, who(request), request.body.question_id), ""),
  );

  app.post(
    "/forum/images",
    {
      ...anyone,
      schema: {
        tags,
        summary:
          "Upload a picture for a doubt or an answer (multipart `image`: JPEG, PNG, WebP or GIF judged by content, at most 2 MB); answered with its name",
        security: secured,
        consumes: ["multipart/form-data"],
        response: replies,
      },
    },
    async (request) => {
      const { data, kind } = await readImageUpload(request, FORUM_IMAGE_MAX_BYTES);
      const key = await saveImage(p, who(request), data, kind.extension);
      return ok({ key, url: `/uploads/${key}` }, "Picture uploaded.");
    },
  );

  app.put(
    "/forum/questions/:id",
    {
      ...anyone,
      ...post,
      schema: {
        tags,
        summary: "Edit one's doubt within 30 minutes (staff: any doubt)",
        security: secured,
        params: idParams,
        body: forumQuestionEditSchema,
        response: replies,
      },
    },
    async (request) => {
      await editQuestion(p, who(request), request.params.id, request.body);
      return ok(null, "Doubt saved.");
    },
  );

  app.delete(
    "/forum/questions/:id",
    {
      ...anyone,
      ...post,
      schema: {
        tags,
        summary: "Delete one's doubt within 30 minutes while unanswered (staff: any doubt)",
        security: secured,
        params: idParams,
        response: replies,
      },
    },
    async (request) => {
      await deleteQuestion(p, who(request), request.params.id);
      return ok(null, "Doubt deleted.");
    },
  );

  app.put(
    "/forum/answers/:id",
    {
      ...anyone,
      ...post,
      schema: {
        tags,
        summary: "Edit one's answer within 30 minutes (staff: any answer)",
        security: secured,
        params: idParams,
        body: forumAnswerEditSchema,
        response: replies,
      },
    },
    async (request) => {
      await editAnswer(p, who(request), request.params.id, request.body);
      return ok(null, "Answer saved.");
    },
  );

  app.delete(
    "/forum/answers/:id",
    {
      ...anyone,
      ...post,
      schema: {
        tags,
        summary: "Delete one's answer within 30 minutes (staff: any answer)",
        security: secured,
        params: idParams,
        response: replies,
      },
    },
    async (request) => {
      await deleteAnswer(p, who(request), request.params.id);
      return ok(null, "Answer deleted.");
    },
  );

  app.post(
    "/forum/answers/:id/accept",
    {
      ...anyone,
      ...post,
      schema: {
        tags,
        summary: "The asker (or staff) accepts an answer, or takes the acceptance back",
        security: secured,
        params: idParams,
        body: forumAcceptSchema,
        response: replies,
      },
    },
    async (request) => {
      await accept(p, who(request), request.params.id, request.body.accepted);
      return ok(null, request.body.accepted ? "Answer accepted." : "Acceptance taken back.");
    },
  );

  for (const kind of ["question", "answer"] as const) {
    app.post(
      `/forum/${kind}s/:id/vote`,
      {
        ...anyone,
        schema: {
          tags,
          summary: `Upvote a ${kind === "question" ? "doubt" : "an answer"} (once per person) or take the upvote back`,
          security: secured,
          params: idParams,
          body: forumVoteSchema,
          response: replies,
        },
      },
      async (request) =>
        ok(
          await vote(p, who(request), kind, request.params.id, request.body.up),
          request.body.up ? "Upvoted." : "Upvote taken back.",
        ),
    );
  }

  app.post(
    "/forum/questions/:id/follow",
    {
      ...anyone,
      schema: {
        tags,
        summary: "Follow a doubt (be told of new answers) or stop",
        security: secured,
        params: idParams,
        body: forumFollowSchema,
        response: replies,
      },
    },
    async (request) =>
      ok(
        await follow(p, who(request), request.params.id, request.body.follow),
        request.body.follow ? "Following." : "Unfollowed.",
      ),
  );

  app.post(
    "/forum/report",
    {
      ...anyone,
      schema: {
        tags,
        summary: "Report a doubt or an answer to the moderators, with a reason",
        security: secured,
        body: forumReportSchema,
        response: replies,
      },
    },
    async (request) =>
      ok(await report(p, who(request), request.body), "Thank you. A moderator will look at it."),
  );

  app.get(
    "/forum/reports",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: open reports, oldest first",
        security: secured,
        querystring: pageQuery,
        response: replies,
      },
    },
    async (request) => ok(await reportQueue(p.db, request.query.page, request.query.pageSize), ""),
  );

  app.get(
    "/forum/reports/export",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: every open report, oldest first, as NDJSON items and an end line (CSV export)",
        security: secured,
      },
    },
    (_request, reply) => sendEveryItem(reply, (page, pageSize) => reportQueue(p.db, page, pageSize)),
  );

  app.post(
    "/forum/reports/:id/dismiss",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: close a report without changing the post",
        security: secured,
        params: idParams,
        response: replies,
      },
    },
    async (request) => {
      await dismissReport(p.db, caller(request).userId, request.params.id);
      return ok(null, "Report dismissed.");
    },
  );

  app.get(
    "/forum/unanswered",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: doubts nobody has answered, oldest first, optionally of one course",
        security: secured,
        querystring: pageQuery.extend({ course_id: queryInt(1, MAX_INT4).optional() }),
        response: replies,
      },
    },
    async (request) => ok(await unansweredQueue(p.db, request.query), ""),
  );

  app.post(
    "/forum/moderate",
    {
      ...staff,
      schema: {
        tags,
        summary:
          "Staff: hide, restore, lock or unlock a doubt (hide or restore an answer), with a reason; audited",
        security: secured,
        body: forumModerateSchema,
        response: replies,
      },
    },
    async (request) => {
      await moderate(p.db, caller(request).userId, request.body);
      return ok(null, "Done.");
    },
  );
};
