// Dynamic module block (C3): renders the registered module component; unregistered types render nothing.
import type { DynamicModuleBlock, DynamicModuleRef } from "@/features/content/model";
import type { BlockContext, BlockProps } from "../types";
import { dynamicModuleRegistry } from "./modules";

export function DynamicModuleView({ module, context }: { module: DynamicModuleRef; context: BlockContext }) {
  const Module = dynamicModuleRegistry[module.module];
  return Module ? <Module module={module} context={context} /> : null;
}

export function DynamicModule({ block, context }: BlockProps<DynamicModuleBlock>) {
  return <DynamicModuleView module={block.module} context={context} />;
}
