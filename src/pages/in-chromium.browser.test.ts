import { describeEngine } from "./every-engine/suite.ts";

describeEngine("chromium");
