import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QuestionSummary } from "./QuestionBankPage";
import type { Question } from "./types";

const question = (hindi: Question["hindi"]) =>
  ({ id: 1, text: "<p>A car starts from rest.</p>", hindi }) as unknown as Question;

describe("the question bank's list", () => {
  it("marks a question that also has a Hindi version, and only such a question", () => {
    const { unmount } = render(
      <QuestionSummary
        question={question({
          text: "<p>एक कार विरामावस्था से चलती है।</p>",
          options: [],
          solution: "",
          model_answer: "",
        })}
      />,
    );
    expect(screen.getByText("A car starts from rest.")).toBeTruthy();
    expect(screen.getByText("Also in Hindi")).toBeTruthy();
    unmount();
    render(<QuestionSummary question={question(null)} />);
    expect(screen.queryByText("Also in Hindi")).toBeNull();
  });
});
