/**
 * Scores a gap-fill quiz: each question right when the chosen option is its answer. A question
 * left unanswered is counted, as wrong, and said so (the page tells the learner the answer).
 */
export type QuestionResult = "right" | "wrong" | "unanswered";

export interface QuizScore {
  results: QuestionResult[];
  score: number;
  total: number;
}

export function scoreQuiz(questions: readonly { answer: string }[], chosen: readonly (string | undefined)[]): QuizScore {
  const results = questions.map((question, index): QuestionResult => {
    const choice = chosen[index];
    if (choice === undefined || choice === "") return "unanswered";
    return choice === question.answer ? "right" : "wrong";
  });
  return { results, score: results.filter((result) => result === "right").length, total: questions.length };
}
