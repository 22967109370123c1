// Renders a list of content blocks through the registry (C3); an unknown type from drifted data renders nothing.
import type { ComponentType } from "react";
import type { Block } from "@/features/content/model";
import { blockRegistry } from "@/features/content/blocks/registry";
import type { BlockContext, BlockProps } from "@/features/content/blocks/types";

function BlockView({ block, context }: BlockProps<Block>) {
  // The registry is exhaustive per type; TypeScript cannot correlate the key with the union member here.
  const Component = blockRegistry[block.type] as ComponentType<BlockProps<Block>> | undefined;
  return Component ? <Component block={block} context={context} /> : null;
}

export function Blocks({ blocks, context }: { blocks: readonly Block[]; context: BlockContext }) {
  return blocks.map((block) => <BlockView key={block.id} block={block} context={context} />);
}
