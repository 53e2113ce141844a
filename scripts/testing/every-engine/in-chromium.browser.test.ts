import { describeEngine } from "./suite.ts";

describeEngine("chromium");
