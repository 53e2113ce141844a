import { describeEngine } from "./suite.ts";

describeEngine("webkit");
