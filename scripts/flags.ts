// `npm run flags -- <command>`: feature flags, targeting rules and experiments (stored in PostgreSQL).
//   list
//   set <flag> <json value>                    override the code default
//   clear <flag>                               back to the code default
//   rule <flag> <json condition|null> <json value>
//                                              users matching the condition get the value
//   delete-rule <rule id>
//   start <flag> <experiment key> <json variations> [--weights 0.5,0.5] [--coverage 1]
//         [--hash device_id|custom_user_id] [--condition <json>]
//   stop <experiment key>
// Examples: npm run flags -- set new_year_ui true
//           npm run flags -- rule free_for_ukraine '{"country":"UA"}' true
//           npm run flags -- start sticky_header sticky-header-test '[false,true]'
import {
  clearFlagOverride,
  addForceRule,
  deleteRule,
  listFlags,
  setFlagOverride,
  startExperiment,
  stopExperiment,
} from "../src/features/growth/server/manage-flags";
import { AppError } from "../src/lib/errors";
import { getPool } from "../src/lib/db";
import { connectScriptDatabase } from "./lib/script-database";

connectScriptDatabase();
const ACTOR = "cli";
const [command, ...rest] = process.argv.slice(2);

function json(text: string | undefined, what: string): unknown {
  if (text === undefined) throw new AppError("invalid_input", `missing ${what}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_input", `${what} is not JSON: ${text}`);
  }
}

function option(name: string): string | undefined {
  const index = rest.indexOf(`--${name}`);
  return index >= 0 ? rest[index + 1] : undefined;
}

try {
  switch (command) {
    case "list": {
      for (const flag of await listFlags()) {
        const value = flag.override
          ? `${JSON.stringify(flag.override.value)} (override; default ${JSON.stringify(flag.defaultValue)})`
          : JSON.stringify(flag.defaultValue);
        console.log(`${flag.key} = ${value}`);
        for (const rule of flag.rules) {
          const when = rule.condition ? ` when ${JSON.stringify(rule.condition)}` : "";
          if (rule.kind === "force") console.log(`  rule ${rule.id}: ${JSON.stringify(rule.value)}${when}`);
          else
            console.log(
              `  experiment ${rule.experimentKey} [${rule.status}]: ${JSON.stringify(rule.variations)} weights ${JSON.stringify(rule.weights)} coverage ${rule.coverage} by ${rule.hashAttribute}${when}`,
            );
        }
      }
      break;
    }
    case "set":
      await setFlagOverride({ flagKey: rest[0], value: json(rest[1], "value") }, ACTOR);
      console.log(`${rest[0]} overridden`);
      break;
    case "clear":
      await clearFlagOverride(rest[0] ?? "");
      console.log(`${rest[0]} back to its code default`);
      break;
    case "rule": {
      const rule = await addForceRule({ flagKey: rest[0], condition: json(rest[1], "condition"), value: json(rest[2], "value") }, ACTOR);
      console.log(`rule ${rule.id} added to ${rest[0]}`);
      break;
    }
    case "delete-rule":
      await deleteRule(rest[0] ?? "");
      console.log(`rule ${rest[0]} deleted`);
      break;
    case "start": {
      const weights = option("weights")?.split(",").map(Number);
      const coverage = option("coverage");
      const condition = option("condition");
      await startExperiment(
        {
          flagKey: rest[0],
          experimentKey: rest[1],
          variations: json(rest[2], "variations"),
          ...(weights ? { weights } : {}),
          ...(coverage ? { coverage: Number(coverage) } : {}),
          ...(option("hash") ? { hashAttribute: option("hash") } : {}),
          ...(condition ? { condition: json(condition, "condition") } : {}),
        },
        ACTOR,
      );
      console.log(`experiment ${rest[1]} started on ${rest[0]}`);
      break;
    }
    case "stop":
      await stopExperiment(rest[0] ?? "");
      console.log(`experiment ${rest[0]} stopped`);
      break;
    default:
      console.error("usage: npm run flags -- list | set | clear | rule | delete-rule | start | stop (see scripts/flags.ts)");
      process.exitCode = 2;
  }
} catch (error) {
  if (error instanceof AppError) {
    console.error(`error: ${error.message}${error.details?.fields ? ` ${JSON.stringify(error.details.fields)}` : ""}`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await getPool().end();
}
