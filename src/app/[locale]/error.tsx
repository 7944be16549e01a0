"use client";

export { ErrorBoundary as default } from "@/features/shell/components/error-boundary";
