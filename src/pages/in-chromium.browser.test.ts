import { describeEngine } from "../../scripts/testing/engine-behaviours.ts";

describeEngine("chromium");
