"use client";

export { ErrorPanel as default } from "@/features/shell/components/error-panel";
