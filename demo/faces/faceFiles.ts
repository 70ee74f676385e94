// Written by demo/faces/drawFaces.ts: do not edit. Each demo member's portrait
// (portraits/<index>.webp, by member number) and each cover scene's variants
// (covers/<scene>/<width>.<format>), with their sizes and the first 10 hex digits of their
// SHA-256; a cover's hash is that of its variants' hashes. Hashes name the upload keys, so a
// redrawn picture gets a new URL.
export interface DemoFaceFile {
  hash: string;
  bytes: number;
}

export const demoPortraitFiles: readonly DemoFaceFile[] = [
  { hash: 'd1b96e5faf', bytes: 4602 },
  { hash: '9a89fac6cf', bytes: 5266 },
  { hash: '350ba68406', bytes: 4408 },
  { hash: '405aa01be7', bytes: 5890 },
  { hash: '878de6372c', bytes: 3860 },
  { hash: '4f7f5006fb', bytes: 3946 },
  { hash: '8092fb1023', bytes: 3868 },
  { hash: '54d1a9d740', bytes: 4326 },
  { hash: 'eac1c8ab4f', bytes: 4742 },
  { hash: '34996eb616', bytes: 3796 },
  { hash: 'c8882bb722', bytes: 5728 },
  { hash: '42740f47dd', bytes: 5872 },
  { hash: '49deac8491', bytes: 5954 },
  { hash: '23354b25ec', bytes: 4824 },
  { hash: 'fba38a4882', bytes: 3992 },
  { hash: '272e71455b', bytes: 5258 },
  { hash: 'ca03fb8c7e', bytes: 4510 },
  { hash: '24756bb3b5', bytes: 5498 },
  { hash: '28dd45e17e', bytes: 6228 },
  { hash: 'db6e0bcb7e', bytes: 4322 },
  { hash: '441cb9edf5', bytes: 4678 },
  { hash: '748fadffd1', bytes: 4088 },
  { hash: 'b6871e933e', bytes: 4614 },
  { hash: '27f0eeed5f', bytes: 5340 },
  { hash: 'a55f7d350f', bytes: 4934 },
  { hash: '6513e82a09', bytes: 3028 },
  { hash: '8a1a3de609', bytes: 3054 },
  { hash: 'a9241feee1', bytes: 3952 },
  { hash: 'ed1e07ae1b', bytes: 5540 },
  { hash: 'a02e422854', bytes: 4950 },
  { hash: 'e7d55b9832', bytes: 4414 },
  { hash: 'dc2dc7fd75', bytes: 5820 },
  { hash: '75e247455c', bytes: 4832 },
  { hash: '6e6368baf7', bytes: 4020 },
  { hash: 'a572c1a8cb', bytes: 5228 },
  { hash: '496b8ec169', bytes: 5504 },
  { hash: '6c90848062', bytes: 4706 },
  { hash: '7f513efab1', bytes: 4630 },
  { hash: '1706909388', bytes: 3870 },
  { hash: '2bd816dbab', bytes: 4302 },
  { hash: '2944bbb26b', bytes: 2820 },
  { hash: '2f35161fa4', bytes: 4010 },
  { hash: 'df2fa1d8f2', bytes: 4338 },
  { hash: 'f40e2f1787', bytes: 4596 },
  { hash: 'ae967548b0', bytes: 4286 },
  { hash: '17a4daf49c', bytes: 3466 },
  { hash: '0f6d1e99f9', bytes: 4378 },
  { hash: '522c2823ea', bytes: 5740 },
  { hash: '7fd62af045', bytes: 4778 },
  { hash: 'b01a181205', bytes: 4554 },
  { hash: 'e529510309', bytes: 4112 },
  { hash: '008911d7e5', bytes: 5118 },
  { hash: 'dfc8e4fedb', bytes: 3968 },
  { hash: '85daf81e78', bytes: 4034 },
  { hash: '908956a7f1', bytes: 4598 },
  { hash: '34498c4fad', bytes: 4290 },
  { hash: 'dea75297f0', bytes: 4264 },
  { hash: '97e42f2dd3', bytes: 3868 },
  { hash: 'b72153a7a2', bytes: 3896 },
  { hash: '060b44bdf3', bytes: 4948 },
  { hash: '66ecf6575d', bytes: 5624 },
  { hash: '3e2343fea3', bytes: 4052 },
  { hash: '74bb05e541', bytes: 3110 },
  { hash: 'cc4490bf66', bytes: 4408 },
  { hash: '0bceadbee5', bytes: 4484 },
  { hash: 'a29f1a43ea', bytes: 4702 },
  { hash: '51cce2cdcd', bytes: 3408 },
  { hash: '967d9602c7', bytes: 4154 },
  { hash: 'cce7cf3a84', bytes: 3962 },
  { hash: 'b52ea077a4', bytes: 5128 },
];

export const demoCoverFiles: readonly {
  hash: string;
  variants: Readonly<Record<string, DemoFaceFile>>;
}[] = [
  {
    hash: '41b4804a2c',
    variants: {
      '1200.webp': { hash: '7ab881c11d', bytes: 8074 },
      '1200.jpg': { hash: '8d36cca772', bytes: 18241 },
      '2400.webp': { hash: '2ebc4cd670', bytes: 19864 },
      '2400.jpg': { hash: '1f3c74a7e8', bytes: 49500 },
    },
  },
  {
    hash: '804a02bd52',
    variants: {
      '1200.webp': { hash: 'a2e23cddf7', bytes: 8154 },
      '1200.jpg': { hash: '82e8b06e18', bytes: 17898 },
      '2400.webp': { hash: 'cf3c18bd1e', bytes: 19734 },
      '2400.jpg': { hash: '94d971790f', bytes: 47994 },
    },
  },
  {
    hash: '992083fd2d',
    variants: {
      '1200.webp': { hash: '4a1182e094', bytes: 7064 },
      '1200.jpg': { hash: '69dfbe314f', bytes: 15993 },
      '2400.webp': { hash: 'f9f877dd81', bytes: 17510 },
      '2400.jpg': { hash: 'd353531d15', bytes: 44026 },
    },
  },
  {
    hash: '981718fbf1',
    variants: {
      '1200.webp': { hash: '3e62425282', bytes: 8240 },
      '1200.jpg': { hash: 'dafe5db676', bytes: 18227 },
      '2400.webp': { hash: 'f142751ab0', bytes: 20110 },
      '2400.jpg': { hash: '4bfb578422', bytes: 49143 },
    },
  },
  {
    hash: '781f50aaa8',
    variants: {
      '1200.webp': { hash: '827bd5f9f9', bytes: 7844 },
      '1200.jpg': { hash: '561a2baacc', bytes: 16555 },
      '2400.webp': { hash: '4d68c85250', bytes: 19604 },
      '2400.jpg': { hash: '1846b3817e', bytes: 45011 },
    },
  },
  {
    hash: '611a9bf21c',
    variants: {
      '1200.webp': { hash: '86025555ea', bytes: 8166 },
      '1200.jpg': { hash: '0678e0de2f', bytes: 17750 },
      '2400.webp': { hash: 'c45dcc3452', bytes: 19716 },
      '2400.jpg': { hash: '1b6cc4ac70', bytes: 46527 },
    },
  },
  {
    hash: '79549a0396',
    variants: {
      '1200.webp': { hash: '6bd4ab6516', bytes: 8458 },
      '1200.jpg': { hash: '68f80e141b', bytes: 17490 },
      '2400.webp': { hash: 'dc97e66734', bytes: 20630 },
      '2400.jpg': { hash: '5355e7b3bd', bytes: 47757 },
    },
  },
  {
    hash: 'b5ae2f7ca1',
    variants: {
      '1200.webp': { hash: 'bb70c02c76', bytes: 8372 },
      '1200.jpg': { hash: 'b8358c3c49', bytes: 17305 },
      '2400.webp': { hash: '4ecf5097b6', bytes: 20544 },
      '2400.jpg': { hash: 'e2b4b304da', bytes: 46839 },
    },
  },
  {
    hash: 'a69d08e3cd',
    variants: {
      '1200.webp': { hash: 'ab6c16f275', bytes: 7374 },
      '1200.jpg': { hash: '03818eea9e', bytes: 16584 },
      '2400.webp': { hash: 'b987ba2c62', bytes: 18470 },
      '2400.jpg': { hash: '2ae103b200', bytes: 45396 },
    },
  },
  {
    hash: 'e809db789c',
    variants: {
      '1200.webp': { hash: '784d450cfd', bytes: 7762 },
      '1200.jpg': { hash: '524ee939ca', bytes: 17398 },
      '2400.webp': { hash: '11edd8d0bc', bytes: 18470 },
      '2400.jpg': { hash: '3b575ccedc', bytes: 46407 },
    },
  },
  {
    hash: 'cc95c077ff',
    variants: {
      '1200.webp': { hash: 'c337a0ac7a', bytes: 8490 },
      '1200.jpg': { hash: 'eb1862f2d8', bytes: 18648 },
      '2400.webp': { hash: 'a5926429df', bytes: 20320 },
      '2400.jpg': { hash: 'd1f1626c8d', bytes: 49379 },
    },
  },
  {
    hash: 'e3699e92ad',
    variants: {
      '1200.webp': { hash: '3b9c4218e8', bytes: 7810 },
      '1200.jpg': { hash: 'be9b21dbae', bytes: 17079 },
      '2400.webp': { hash: '570a7475a8', bytes: 19400 },
      '2400.jpg': { hash: '069997b78a', bytes: 46695 },
    },
  },
];
